import { useSpotterEnvironment } from '../../lib/spotter-context';

/**
 * The spec's hidden third-party chatbot frame. Rendered only when VITE_CHATBOT_EMBED_URL is configured;
 * otherwise nothing is loaded. Hidden from view and from assistive technology, as the spec has it.
 */
export function ChatbotEmbed() {
  const { chatbotEmbedUrl } = useSpotterEnvironment();
  if (!chatbotEmbedUrl) return null;
  return (
    <iframe
      className="chatbot-embed"
      src={chatbotEmbedUrl}
      title="Third-party chatbot"
      hidden
      aria-hidden="true"
      tabIndex={-1}
      sandbox="allow-scripts allow-same-origin"
      referrerPolicy="no-referrer"
    />
  );
}
