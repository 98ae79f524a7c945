/** The visitor's position, as the browser's geolocation gives it. */
export interface Position {
  latitude: number;
  longitude: number;
}

/**
 * Asks the browser where the visitor is ('Använd min plats'). Rejects when the browser has no
 * geolocation, the visitor or the browser refuses, or no position comes within 15 s: the field
 * then shows the spec's text, which covers all of them.
 */
export function locateVisitor(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('this browser has no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new Error(`geolocation failed: ${error.message} (${error.code})`)),
      { timeout: 15_000, maximumAge: 300_000 },
    );
  });
}
