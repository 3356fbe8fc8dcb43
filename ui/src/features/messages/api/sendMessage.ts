import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { pb } from '@/shared/pb';
import { queryKeys, type Message } from './types';

export interface NewMessage {
  conversation: string;
  body: string;
  attachment: File | null;
}

/**
 * Sends a message through the records API. A request with a file goes by
 * XMLHttpRequest, the one browser API that reports upload progress; errors
 * come back as the SDK's ClientResponseError so forms read them alike.
 */
export function sendMessage(
  m: NewMessage,
  onProgress: (percent: number) => void,
): Promise<Message> {
  if (!m.attachment) {
    return pb
      .collection('messages')
      .create<Message>({ conversation: m.conversation, body: m.body });
  }
  const form = new FormData();
  form.append('conversation', m.conversation);
  form.append('body', m.body);
  form.append('attachment', m.attachment);
  const url = pb.buildURL('/api/collections/messages/records');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (pb.authStore.token) xhr.setRequestHeader('Authorization', pb.authStore.token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown = {};
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as Message);
      else reject(new ClientResponseError({ url, status: xhr.status, response: data as object }));
    };
    xhr.onerror = () => reject(new ClientResponseError({ url, status: 0, response: {} }));
    xhr.send(form);
  });
}

export function useSendMessage(onProgress: (percent: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (m: NewMessage) => sendMessage(m, onProgress),
    onSettled: (_d, _e, m) => {
      void client.invalidateQueries({ queryKey: queryKeys.thread(m.conversation) });
    },
  });
}
