// The join-company pages' calls to the bank: pages reach the bank only through their feature's
// actions (CONTRIBUTING, 'Add an area'). The pages decide what each refusal shows, so the calls
// pass through unchanged; saving progress is progress.ts.
export {
  deleteAllKycDocuments,
  deleteKycDocument,
  getOnboardingProgress,
  listKycDocuments,
  uploadKycDocument,
} from '../../api/kyc';
export { getProfile } from '../../api/profile';
export { submitInvitedMember } from '../../api/signUp';
export { rereadStatusRoute } from '../../api/statusRoute';
