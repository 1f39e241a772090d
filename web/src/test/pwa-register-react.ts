// Stands in for vite-plugin-pwa's virtual module, which exists only inside a Vite build.
// Tests that render UpdatePrompt replace it with vi.mock.
export function useRegisterSW(): never {
  throw new Error('Mock virtual:pwa-register/react in this test with vi.mock');
}
