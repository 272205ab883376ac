// The async boundary lets the federation runtime settle shared singletons before any of them runs.
import('./bootstrap');
