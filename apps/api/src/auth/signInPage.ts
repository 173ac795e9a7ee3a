/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What the sign-in page shows. */
export interface SignInPageOptions {
  /** Interaction id of the identity provider; the form posts to its login path. */
  uid: string;
  /** E-mail to prefill after a failed attempt. */
  email?: string;
  /** Error line shown above the form. */
  error?: string;
}

/**
 * The sign-in page of the embedded identity provider: a self-contained HTML form (no script,
 * no external resources) posting e-mail and password to `/api/oidc/interaction/{uid}/login`.
 */
export function renderSignInPage(options: SignInPageOptions): string {
  const action = `/api/oidc/interaction/${encodeURIComponent(options.uid)}/login`;
  const error = options.error ? `<p role="alert" class="error">${escapeHtml(options.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - Loadline</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;display:grid;place-items:center;min-height:100vh;color:#1b2733}
main{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);width:320px}
h1{font-size:20px;margin:0 0 4px}p.sub{margin:0 0 24px;color:#5b6b7a;font-size:14px}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;font-size:15px;border:1px solid #9aa8b5;border-radius:4px}
button{margin-top:20px;width:100%;padding:10px;font-size:15px;background:#0b5cad;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{color:#b00020;font-size:14px}
</style>
</head>
<body>
<main>
<h1>Loadline 2.0</h1>
<p class="sub">Sign in to continue</p>
${error}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}
