// Node-environment tests: browser storage as the in-memory Storage the HTTP bank uses; the common
// setup (fake IndexedDB, storage cleared after each test) follows.
import { installMemoryStorage } from '../mirage/http/memoryStorage';

installMemoryStorage('localStorage');
installMemoryStorage('sessionStorage');
