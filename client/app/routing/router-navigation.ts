import { Link, NavLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Navigation } from '../../lib/navigation.tsx';

/** React Router's links and hooks: what `client/lib/navigation.tsx` hands out under a router. */
export const routerNavigation: Navigation = { Link, NavLink, useLocation, useNavigate, useParams, useSearchParams };
