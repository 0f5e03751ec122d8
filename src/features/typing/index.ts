/** The face of typing/: what other features and the shell may import of it (features/README.md). */

export { OutgoingTyping } from './outgoing';
export { TypingLine, typingKeyOf } from './TypingLine';
