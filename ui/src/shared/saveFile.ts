/** Has the browser save what `url` points at as the file `name`, through a link clicked once. */
export function saveFile(url: string, name: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * Fetches an API answer with the signed-in user's token (a plain link
 * cannot send it) and saves it as the file `name`; throws `failed` when
 * the server refuses.
 */
export async function downloadWithSession(
  token: string,
  url: string,
  name: string,
  failed: string,
): Promise<void> {
  const res = await fetch(url, { headers: { Authorization: token } });
  if (!res.ok) throw new Error(failed);
  const blobUrl = URL.createObjectURL(await res.blob());
  saveFile(blobUrl, name);
  setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
}
