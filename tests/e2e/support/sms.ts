import { thisWorkersServer } from './server';

type Text = { to: string; text: string };

/**
 * The text messages the server has sent a number, read from its local SMS gateway (global-setup), waiting until
 * there are more than `seen` of them: the market sends them after answering, so a journey waits as a phone does.
 */
export async function textsTo(number: string, { seen = 0, ms = 10_000 } = {}): Promise<Text[]> {
  const { smsReceiverUrl } = thisWorkersServer();
  const deadline = Date.now() + ms;
  for (;;) {
    const texts = (await (await fetch(`${smsReceiverUrl}?to=${encodeURIComponent(number)}`)).json()) as Text[];
    if (texts.length > seen) return texts;
    if (Date.now() > deadline) throw new Error(`no new text message to ${number} within ${ms} ms (had ${texts.length})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The code of the latest sign-in text to the number. */
export async function latestCodeTo(number: string, seen = 0): Promise<string> {
  const texts = await textsTo(number, { seen });
  const code = /\b(\d{6})\b/.exec(texts.at(-1)!.text)?.[1];
  if (!code) throw new Error(`no code in the text to ${number}`);
  return code;
}
