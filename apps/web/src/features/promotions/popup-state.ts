/** Spec 001 §6 session value: once closed, the advertisement popups stay closed for the browser session. */
const CLOSED_KEY = 'publicityClose';

export const popupsClosed = () => sessionStorage.getItem(CLOSED_KEY) === '1';
export const closePopups = () => sessionStorage.setItem(CLOSED_KEY, '1');
