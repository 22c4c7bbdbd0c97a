/**
 * Hover timing of the header menus (docs/behaviour.md "Header menus"): a menu opens 200 ms after the pointer rests on its
 * trigger, closes 150 ms after the pointer leaves, and within 300 ms of one closing (or while one is
 * open) the next opens at once. Clicks and keys act immediately. No React: tested with fake timers.
 */
export const MENU_OPEN_DELAY_MS = 200
export const MENU_SKIP_DELAY_MS = 300
export const MENU_CLOSE_DELAY_MS = 150

export class MenuTiming {
  private openTimer: ReturnType<typeof setTimeout> | undefined
  private closeTimer: ReturnType<typeof setTimeout> | undefined
  private current: string | null = null
  private closedAt = Number.NEGATIVE_INFINITY

  constructor(
    private readonly onChange: (open: string | null) => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get open(): string | null {
    return this.current
  }

  /** The pointer rests on a trigger. */
  pointerEnter(id: string): void {
    this.cancel()
    if (this.current === id) return
    const skip = this.current !== null || this.now() - this.closedAt < MENU_SKIP_DELAY_MS
    if (skip) this.set(id)
    else this.openTimer = setTimeout(() => this.set(id), MENU_OPEN_DELAY_MS)
  }

  /** The pointer left a trigger or its panel. */
  pointerLeave(): void {
    clearTimeout(this.openTimer)
    clearTimeout(this.closeTimer)
    if (this.current !== null) this.closeTimer = setTimeout(() => this.set(null), MENU_CLOSE_DELAY_MS)
  }

  /** The pointer came back onto the open panel. */
  keepOpen(): void {
    clearTimeout(this.closeTimer)
  }

  toggle(id: string): void {
    this.cancel()
    this.set(this.current === id ? null : id)
  }

  openNow(id: string): void {
    this.cancel()
    this.set(id)
  }

  closeNow(): void {
    this.cancel()
    this.set(null)
  }

  dispose(): void {
    this.cancel()
  }

  private cancel(): void {
    clearTimeout(this.openTimer)
    clearTimeout(this.closeTimer)
  }

  private set(id: string | null): void {
    if (id === this.current) return
    if (this.current !== null && id === null) this.closedAt = this.now()
    this.current = id
    this.onChange(id)
  }
}
