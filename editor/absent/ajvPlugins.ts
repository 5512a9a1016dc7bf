/** The keywords and error messages Decap adds to its configuration check, which ./ajv.ts stands in for: nothing to add. */
const plugin = () => {}
export default plugin
export { plugin as select, plugin as uniqueItemProperties, plugin as instanceof, plugin as prohibited }
