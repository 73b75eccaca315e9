/**
 * The system feature's full-page states (maintenance, region restriction): a second public entry,
 * so they load with the lazy route that shows them instead of with every first page.
 */
export { MaintenancePage } from './components/MaintenancePage';
export { RegionDeniedPage } from './components/RegionDeniedPage';
