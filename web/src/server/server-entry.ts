// The web app's pages as the server renders them, for the functions that serve them
// (`@portal/web/server`: web/package.json's exports, its types emitted from this source by
// web/tsconfig.server-types.json; functions/build.mjs bundles it in).
export { renderBoardPage, type BoardPageRequest } from './render-board-page';
export { renderJobPage, type JobPageRequest, type JobPageState } from './render-job-page';
export {
  renderCompanyPage,
  type CompanyPageRequest,
  type CompanyPageState,
} from './render-company-page';
