// The welcome pages' calls to the bank: pages reach the bank only through their feature's actions
// (CONTRIBUTING, 'Add an area'); what comes after each is finishFirstRun.ts.
export { submitTmData } from '../../api/kyc';
export { markTutorialsViewed } from '../../api/profile';
