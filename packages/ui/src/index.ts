export { EventChanges, shown } from './components/audit/event-changes.tsx';
export { EventList } from './components/audit/event-list.tsx';
export { AVATAR_COLORS, Avatar, type AvatarProps, avatarColor, initials } from './components/avatar.tsx';
export { BackLink } from './components/back-link.tsx';
export { Badge, type BadgeProps, type BadgeTone, statusTone } from './components/badge.tsx';
export { Button, type ButtonProps } from './components/button.tsx';
export { Card, type CardProps } from './components/card.tsx';
export { Checkbox, type CheckboxProps } from './components/checkbox.tsx';
export {
  Combobox,
  type ComboboxItem,
  type ComboboxProps,
  filterComboboxItems,
} from './components/combobox.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog.tsx';
export { fieldChoices, type ImportColumn } from './components/csv-import/column-mapping.tsx';
export { CsvImportDialog, type CsvImportDialogProps } from './components/csv-import/csv-import-dialog.tsx';
export { CsvDropZone, type CsvDropZoneProps } from './components/csv-import/drop-zone.tsx';
export { ImportPreview, type ImportPreviewProps } from './components/csv-import/import-preview.tsx';
export {
  type OpenBalanceAnswer,
  OpenBalanceImportDialog,
  type OpenBalanceImportDialogProps,
  type OpenBalancePreviewRow,
} from './components/csv-import/open-balance-import-dialog.tsx';
export { type LineProblems, problemsByLine } from './components/csv-import/problems-by-line.ts';
export type { ImportAnswer, ImportMapping, ImportMutation } from './components/csv-import/use-csv-import.ts';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type HeaderCheckState,
  headerCheckState,
  toggleAllOnPage,
  toggleRow,
} from './components/data-table.tsx';
export { DetailRow, IconRow } from './components/detail-row.tsx';
export { Dialog, type DialogProps } from './components/dialog.tsx';
export { EmailAddressDialog, type EmailAddressDialogProps } from './components/email-address-dialog.tsx';
export { EmptyIllustration, EmptyState, type EmptyStateProps } from './components/empty-state.tsx';
export { Field, type FieldProps } from './components/field.tsx';
export { FilterTabs, type FilterTabsProps } from './components/filter-tabs.tsx';
export {
  AlertCircleIcon,
  AlertIcon,
  ArrowLeftIcon,
  BankIcon,
  BellIcon,
  BuildingIcon,
  CalendarIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsUpDownIcon,
  ClockIcon,
  DownloadIcon,
  FileIcon,
  FileSearchIcon,
  FolderIcon,
  HashIcon,
  HelpIcon,
  InvoiceIcon,
  LinkIcon,
  LockIcon,
  MailIcon,
  MapPinIcon,
  MinusIcon,
  MoreHorizontalIcon,
  PencilIcon,
  PhoneIcon,
  PlusIcon,
  RepeatIcon,
  SearchIcon,
  SendIcon,
  TagIcon,
  TrashIcon,
  TrendIcon,
  UploadIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
  XIcon,
} from './components/icons.tsx';
export { Input, type InputProps } from './components/input.tsx';
export { LinkButton, type LinkButtonProps } from './components/link-button.tsx';
export { type ListPageMeta, ListPager, type ListPagerProps } from './components/list-pager.tsx';
export { LoadError } from './components/load-error.tsx';
export { Menu, type MenuItem, type MenuProps } from './components/menu.tsx';
export { MissingRecord } from './components/missing-record.tsx';
export { PageHeader, type PageHeaderProps } from './components/page-header.tsx';
export { PAGE_SIZE_OPTIONS, Pager, type PagerProps, selectionSummary } from './components/pager.tsx';
export { phoneOnly, wideOnly } from './components/phone-columns.ts';
export { RecordHeader, RecordPage } from './components/record-page.tsx';
export { ScreenLoading } from './components/screen-loading.tsx';
export { Select, type SelectItem, type SelectProps } from './components/select.tsx';
export { Skeleton, type SkeletonProps } from './components/skeleton.tsx';
export { Spinner, type SpinnerProps } from './components/spinner.tsx';
export { SWITCH_TOOLS, SwitchFromTools, type SwitchFromToolsProps } from './components/switch-from-tools.tsx';
export { TextLink, textLinkStyle } from './components/text-link.tsx';
export { Textarea, type TextareaProps } from './components/textarea.tsx';
export { Toaster, type ToasterProps, toast, toastError } from './components/toaster.tsx';
export { useDebouncedValue } from './hooks/use-debounced-value.ts';
export { useRowSelection } from './hooks/use-row-selection.ts';
export {
  changePageParams,
  DEFAULT_PER_PAGE,
  type PageParams,
  positiveInt,
  readPageParams,
  writePageParams,
} from './page-params.ts';
