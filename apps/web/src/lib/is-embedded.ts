/** True when the app runs inside a frame (the sister product's iframe, spec section 4). */
export function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent may forbid even reading window.top: then we are certainly framed.
    return true;
  }
}
