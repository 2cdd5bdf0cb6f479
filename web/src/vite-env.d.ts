/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CHATBOT_EMBED_URL?: string;
}
