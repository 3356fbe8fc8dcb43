import { useMutation, useQueryClient } from '@tanstack/react-query';
import { certificateKeys } from '@/shared/engagements/keys';
import type { Certificate } from '@/shared/engagements/model';
import { pb } from '@/shared/pb';

/** Revokes a certificate with a reason everyone who opens it reads. */
export function revokeCertificate({ id, reason }: { id: string; reason: string }) {
  return pb.send<Certificate>(`/api/system/certificates/${encodeURIComponent(id)}/revoke`, {
    method: 'POST',
    body: { reason },
  });
}

export function useRevokeCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    onSuccess: () => void client.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}
