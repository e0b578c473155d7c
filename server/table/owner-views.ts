import { $changes, type Schema, type StateView } from "@colyseus/schema";
import { OWNER } from "../games/view-tag";

interface Tree {
  readonly ref: unknown;
  forEachChild(cb: (child: Tree, at: unknown) => void): void;
}

/**
 * Makes every part of a seat's private entry visible to its owner's view. The owner's view is
 * granted once (seating.ts); an object created inside the entry afterwards — a new element's
 * nested list, a ref that was empty — is not visible to that view by itself, so its values
 * would never reach the owner (StateView). Called after each sync, it adds only the parts the
 * view does not see yet: an unchanged entry costs a walk, no bytes.
 */
export function revealToOwner(view: StateView, entry: Schema): void {
  const visit = (tree: Tree) => {
    if (!view.isVisible(tree as never)) {
      // Adds the part with everything below it; nothing under it needs a visit.
      view.add(tree.ref as never, OWNER);
      return;
    }
    tree.forEachChild((child) => visit(child));
  };
  visit((entry as unknown as Record<symbol, Tree>)[$changes as unknown as symbol]);
}
