/**
 * Taps on a drawn page before its code has taken it over (docs/decisions/086-early-taps.md).
 *
 * A prerendered page is visible long before React hydrates it on a weak phone, and React drops
 * a tap on an element it has not hydrated yet. This script, inlined at the top of every drawn
 * page (its hash is in the Content-Security-Policy: cdk/lib/securityHeaders.ts), catches a tap
 * on an element marked `data-early` until React owns that element, answers it at once, and
 * replays it as a click once React does, in the order the taps were made, one a tick so that
 * React has drawn what one did before the next comes (a size chosen, then "Add to cart"):
 *
 * - `data-early="press"`: a toggle (aria-pressed). It flips at once; a second tap before the
 *   code arrives undoes the first, and nothing is replayed.
 * - `data-early="choose"`: one of a group of choices (its siblings marked the same). It is
 *   marked chosen at once, the others not; only the last choice is replayed.
 * - `data-early="open"`: a disclosure's button (aria-expanded), marked expanded at once.
 * - `data-early` alone: an action (add to cart): nothing to show but that it is waiting.
 * - `data-early` on a `<select>` (a card's size): the browser shows the choice itself; React
 *   would set the select back to its drawn value as it hydrates, so the choice is kept and
 *   replayed as a change once React owns the select, and again each tick until React's own
 *   value is the choice (for up to 5 s): React marks an element as it hydrates it, before it has
 *   committed the component, and a change that comes in between is dropped with the update it
 *   makes, and a choice's `input` event can make React hydrate the select at once, setting it
 *   back before its `change` event comes: the value the `input` event saw is the choice. So a
 *   change is watched even on a select React owns: at the next tick React's value is
 *   the choice (nothing more happens, and the select never looks busy) or the choice is replayed.
 *   What was tapped after the choice, in the select's form, waits until then, even where React
 *   owns the button: an Add pressed in that instant adds the size the shopper sees.
 *
 * An element waiting for its code carries `data-early-waiting` (the stylesheet shows it busy).
 * React owns an element once it has set its props on it (a `__reactProps$…` key), which it does
 * as it hydrates the element; a click then reaches React's own handlers. A toggle or choice is
 * replayed only where React's own state is not already what the shopper chose (a product saved
 * earlier in this browser, whose heart the drawn page could not show).
 */
export const EARLY_TAPS_SCRIPT = `(()=>{
const queue=[];let timer=0;let replaying=false;
const props=(el)=>el[Object.keys(el).find((k)=>k.startsWith('__reactProps$'))];
const pendingChoice=(el)=>{const form=el.closest('form');return !!form&&!!form.querySelector('select[data-early-value]');};
const same=(el)=>Array.from(el.parentElement?el.parentElement.children:[]).filter((c)=>c.getAttribute('data-early')==='choose');
const replay=()=>{
while(queue.length&&!queue[0].isConnected)queue.shift();
const el=queue[0];
const now=el&&props(el);
if(now){
const chosen=el.tagName==='SELECT'?el.getAttribute('data-early-value'):null;
if(chosen!==null&&String(now.value)!==chosen&&++el.earlyTries<=100){el.value=chosen;replaying=true;try{el.dispatchEvent(new Event('change',{bubbles:true}));}finally{replaying=false;}return;}
queue.shift();el.removeAttribute('data-early-waiting');el.removeAttribute('data-early-value');
const wanted=el.getAttribute('data-early')==='open'?null:el.getAttribute('aria-pressed');
if(chosen===null&&(wanted===null||String(now['aria-pressed'])!==wanted))el.click();
}
if(!queue.length){clearInterval(timer);timer=0;}
};
const watch=(el)=>{
if(queue.indexOf(el)<0)queue.push(el);
if(!timer)timer=setInterval(replay,50);
};
const wait=(el)=>{watch(el);el.setAttribute('data-early-waiting','');};
const choose=(event)=>{
const el=event.target;
if(replaying||!(el instanceof HTMLSelectElement)||!el.hasAttribute('data-early'))return;
const value=event.type==='input'||el.earlyInput===undefined?el.value:el.earlyInput;
el.earlyInput=event.type==='input'?el.value:undefined;
el.setAttribute('data-early-value',value);el.earlyTries=0;
const queued=queue.indexOf(el);
if(queued>=0)queue.splice(queued,1);
if(props(el))watch(el);else wait(el);
};
document.addEventListener('input',choose,true);
document.addEventListener('change',choose,true);
document.addEventListener('click',(event)=>{
const el=event.target instanceof Element?event.target.closest('[data-early]'):null;
if(!el||el.tagName==='SELECT'||(props(el)&&!pendingChoice(el)))return;
event.preventDefault();event.stopPropagation();
const kind=el.getAttribute('data-early');
const queued=queue.indexOf(el);
if(kind==='press'){
el.setAttribute('aria-pressed',String(el.getAttribute('aria-pressed')!=='true'));
if(queued>=0){queue.splice(queued,1);el.removeAttribute('data-early-waiting');return;}
}else if(kind==='choose'){
for(const other of same(el)){other.setAttribute('aria-pressed','false');const at=queue.indexOf(other);if(at>=0){queue.splice(at,1);other.removeAttribute('data-early-waiting');}}
el.setAttribute('aria-pressed','true');
}else if(kind==='open')el.setAttribute('aria-expanded','true');
wait(el);
},true);
})();`;
