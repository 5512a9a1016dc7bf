/** Gatsby compiles `*.module.css` with named exports, one per class (`import * as styles from "./X.module.css"`). */
declare module "*.module.css" {
  const classes: { readonly [className: string]: string }
  export = classes
}
