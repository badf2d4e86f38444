const requests = new Map<string, Promise<unknown>>();

/**
 * A content-addressed JSON file, fetched once per page however many components ask for it; a
 * failed request is forgotten, so the next ask tries again.
 */
export function fetchJsonOnce<T>(url: string): Promise<T> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json();
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request as Promise<T>;
}
