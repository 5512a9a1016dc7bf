const babelOptions = {
  presets: [[require.resolve("babel-preset-gatsby"), { reactRuntime: "automatic" }], require.resolve("@babel/preset-typescript")],
}

module.exports = require("babel-jest").default.createTransformer(babelOptions)
