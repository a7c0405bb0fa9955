/**
 * The sentence a catalogue voice's preview speaks, in the voice's first language: short, so a
 * preview on a live engine costs one billing unit.
 */
const SENTENCES: Record<string, string> = {
  English: 'Hello! This is how I sound when I read your script aloud.',
  Chinese: '你好！这是我朗读你的稿子时的声音。',
  German: 'Hallo! So klinge ich, wenn ich deinen Text vorlese.',
  Italian: 'Ciao! Ecco come suono quando leggo il tuo testo ad alta voce.',
  Portuguese: 'Olá! É assim que eu soo ao ler o seu texto em voz alta.',
  Spanish: '¡Hola! Así sueno cuando leo tu texto en voz alta.',
  Japanese: 'こんにちは。これが、あなたの原稿を読み上げるときの私の声です。',
  Korean: '안녕하세요! 제가 원고를 읽을 때 이런 목소리예요.',
  French: 'Bonjour ! Voici ma voix quand je lis votre texte à haute voix.',
  Russian: 'Здравствуйте! Вот так я звучу, когда читаю ваш текст вслух.',
};

/** The sentence and its language (English when the voice's first language has none here). */
export function previewSentence(languages: readonly string[]): { text: string; language: string } {
  const first = languages[0];
  return first && SENTENCES[first] ? { text: SENTENCES[first], language: first } : { text: SENTENCES.English, language: 'English' };
}
