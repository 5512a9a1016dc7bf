/** Prop types of the home sections, derived from the page query (src/pages/index.tsx). */
type Home = Queries.HomePageQuery

export type HomeTexts = NonNullable<Home["pagesJson"]>["home"]
export type Slide = Home["slides"]["nodes"][number]
export type About = NonNullable<Home["aboutJson"]>
export type Service = Home["services"]["nodes"][number]
export type GalleryTeaserItem = Home["gallery"]["nodes"][number]
