import type { Page, Response as PlaywrightResponse } from 'playwright-core';

/** The page's upload (it asks with ?progress=1 for the analysis's stages). */
export const isUpload = (response: PlaywrightResponse) => new URL(response.url()).pathname === '/api/upload-exercise';

interface UploadAnswer {
  ok: boolean;
  body: {
    status?: number;
    detail?: string;
    analysis?: { reps: number; status: string; detected_exercise: string | null };
  };
}

/**
 * What the upload answered. A refusal before the analysis is a JSON error; otherwise the page read the events as
 * they streamed (which Chromium does not keep for the test to read), so once the page is done the answer is read
 * back from the API: the set it stored, or, when it stored none, the error the page toasted.
 */
export async function uploadAnswer(
  page: Page,
  response: PlaywrightResponse,
  origin: string,
  user: { id: string; token: string },
): Promise<UploadAnswer> {
  if (!response.ok())
    return {
      ok: false,
      body: { status: response.status(), ...(JSON.parse(await response.text()) as { detail: string }) },
    };
  await page.getByRole('button', { name: 'Upload & Analyze' }).waitFor({ timeout: 200_000 });
  const listed = await fetch(`${origin}/api/users/${user.id}/media`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  const [latest] = (await listed.json()) as { analysis: UploadAnswer['body']['analysis'] }[];
  if (latest) return { ok: true, body: { analysis: latest.analysis } };
  const toast = page.locator('[data-sonner-toast][data-type="error"]').first();
  return { ok: false, body: { detail: (await toast.textContent()) ?? '' } };
}
