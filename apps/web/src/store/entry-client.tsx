import { hydrateRoot } from 'react-dom/client';
import { STORE_DATA_ID, STORE_ROOT_ID, type StoreData } from './data.ts';
import { StoreApp } from './StoreApp.tsx';
import './store.css';

const root = document.getElementById(STORE_ROOT_ID);
const json = document.getElementById(STORE_DATA_ID)?.textContent;
if (root && json) hydrateRoot(root, <StoreApp data={JSON.parse(json) as StoreData} />);
