/** The popover attributes (HTML's, in every engine the site supports), which React 18's types lack. */
import "react"

// An augmentation repeats React's type parameter, which it does not use.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual"
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
    popovertargetaction?: "toggle" | "show" | "hide"
  }
}
