// The web app's pages as the server renders them, for the functions that serve them
// (functions/build.mjs bundles this file in as `portal-web-server`).
export { renderBoardPage, type BoardPageRequest } from './render-board-page';
export { renderJobPage, type JobPageRequest, type JobPageState } from './render-job-page';
