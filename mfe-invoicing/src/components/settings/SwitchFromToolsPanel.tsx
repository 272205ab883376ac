import { areaPath } from '@daftari/contracts';
import { Link } from '@daftari/router';
import { Button, Card, SwitchFromTools } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';

const parts = css({ display: 'grid', gap: '5', gridTemplateColumns: { md: '1fr 1fr' } });
const partTitle = css({ textStyle: 'heading.sm', color: 'fg', mb: '2' });
const partAction = css({ mt: '3' });

/** Switching from another tool: the export to take from each, for the contacts and the price list imports. */
export function SwitchFromToolsPanel() {
  return (
    <Card
      title="Switch from another tool"
      description="Export your customers and your items from the tool you are leaving and import the files as they are: Daftari shows how it reads each column before anything is saved."
    >
      <div className={parts}>
        <section aria-labelledby="switch-contacts-title">
          <h3 id="switch-contacts-title" className={partTitle}>
            Customers
          </h3>
          <SwitchFromTools what="contacts" id="switch-contacts" />
          <Allowed route="POST /api/contacts/import">
            <Button asChild variant="outline" size="sm" className={partAction}>
              <Link to={areaPath('contacts')}>Import contacts</Link>
            </Button>
          </Allowed>
        </section>
        <section aria-labelledby="switch-items-title">
          <h3 id="switch-items-title" className={partTitle}>
            Products and services
          </h3>
          <SwitchFromTools what="items" id="switch-items" />
          <Allowed route="POST /api/price_list_items/import">
            <Button asChild variant="outline" size="sm" className={partAction}>
              <Link to={areaPath('invoicing', 'price-list')}>Import a price list</Link>
            </Button>
          </Allowed>
        </section>
      </div>
    </Card>
  );
}
