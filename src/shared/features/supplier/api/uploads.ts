import type { OssPolicy } from '../../../contracts/supplier';
import { http } from '../../../api/client';
import * as API from '../../../core/api-paths';

const toBase64 = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/**
 * Upload a plan file: a short-lived policy from SPEC §7 getOssSecret, then the file under it to
 * the storage adapter's upload address. Answers the stored object's key.
 */
export async function uploadPlanFile(file: File): Promise<{ key: string; contentType: string; size: number }> {
  const policy = await http.get<OssPolicy>(API.oss.getOssSecret, { params: { fileName: file.name, contentType: file.type, size: file.size } });
  return http.post<{ key: string; contentType: string; size: number }>(policy.uploadUrl.replace(/^\/gateway/, ''), {
    policy: policy.policy,
    signature: policy.signature,
    content: await toBase64(file),
  });
}

/** SPEC §7 getSeoFileUrl: a short-lived link to one of the caller's files. */
export const getFileUrl = (key: string) => http.get<{ url: string; expiresAt: string }>(API.oss.getSeoFileUrl, { params: { key } });
