/**
 * The portal's root. The route table, sign-in flow and top bar of spec part 1 section 2 and part 2
 * section 2 are assembled here as their screens are built.
 */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
      <h1>Loadline</h1>
      <p>The portal&apos;s screens are not built yet. The API answers under /api.</p>
    </main>
  );
}
