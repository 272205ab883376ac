export { type ApiCall, type Handler, type Handlers, type MockedApi, mockApi, type Reply } from './api.ts';
export { type Deferred, deferred } from './deferred.ts';
export { page, user } from './fixtures.ts';
export {
  advance,
  choose,
  chooseFile,
  click,
  fakeTimers,
  fileOf,
  openSelect,
  optionLabels,
  pickMenuItem,
  settle,
  type,
} from './interact.ts';
export { location, type RenderPageOptions, renderPage } from './render.tsx';
