import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// Lets the API client and session logout move between screens without a full page load.
setNavigator((to) => {
  void router.navigate(to);
});
