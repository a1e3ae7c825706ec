/**
 * Lets modules outside React (the API client, the session) move to another screen. The router
 * registers itself at start-up; until then a full page load is the only way.
 */
type Navigate = (to: string) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate): void {
  navigator = next;
}

export function navigateTo(to: string): void {
  navigator(to);
}
