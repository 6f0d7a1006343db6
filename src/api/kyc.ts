import type { z } from 'zod/mini';
import * as contracts from '../shared/contracts/kyc';
import type { BodyOf } from '../shared/contracts/contract';
import type { KycDocument, OnboardingProgress } from '../shared/domain/onboarding';
import { call } from './contractCall';

/** Onboarding calls of the applicant (spec-1 §7 "KYC"; contracts: src/shared/contracts/kyc.ts). */

export type KycSubmission = BodyOf<typeof contracts.submitManualKyc>;
export type RegistryInfo = z.output<typeof contracts.getRegistryInfo.answer>;
export type CardCreation = BodyOf<typeof contracts.requestCardDelivery>;
export type TmData = BodyOf<typeof contracts.submitTmData>;

export const getRegistryAuthUri = () => call(contracts.getRegistryAuthUri);

export const getRegistryInfo = (state: string): Promise<RegistryInfo> =>
  call(contracts.getRegistryInfo, { query: { state } });

export const submitRegistryKyc = (body: KycSubmission) =>
  call(contracts.submitRegistryKyc, { body });

export const submitManualKyc = (body: KycSubmission) => call(contracts.submitManualKyc, { body });

export async function listKycDocuments(): Promise<KycDocument[]> {
  return (await call(contracts.listKycDocuments)).documents;
}

/** One file, read into base64 (the contract carries the content in JSON). */
export async function uploadKycDocument(
  file: File,
): Promise<{ referenceId: string; fileName: string }> {
  const content = await toBase64(file);
  const answer = await call(contracts.uploadKycDocument, {
    body: {
      fileUploads: [{ fileName: file.name, contentType: file.type, size: file.size, content }],
    },
  });
  const first = answer.Documents[0];
  if (!first) throw new Error('The bank answered an upload without its document');
  return { referenceId: first.referenceID, fileName: first.fileName };
}

async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const deleteKycDocument = (referenceId: string) =>
  call(contracts.deleteKycDocument, { body: { reference_id: referenceId } });

export const deleteAllKycDocuments = () => call(contracts.deleteAllKycDocuments);

export async function getOnboardingProgress(): Promise<OnboardingProgress | null> {
  return (await call(contracts.getOnboardingProgress)).progress;
}

export const saveOnboardingProgress = (progress: OnboardingProgress) =>
  call(contracts.saveOnboardingProgress, { body: progress });

export const deleteOnboardingProgress = () => call(contracts.deleteOnboardingProgress);

export const skipAuthorizationLetter = (submitAuthorizationViaEmail: boolean) =>
  call(contracts.skipAuthorizationLetter, { body: { submitAuthorizationViaEmail } });

export const requestCardDelivery = (body: CardCreation) =>
  call(contracts.requestCardDelivery, { body });

export async function listIndustries(): Promise<{ code: string; name: string }[]> {
  return (await call(contracts.listIndustries)).industries;
}

export const submitTmData = (body: TmData) => call(contracts.submitTmData, { body });
