// Local plugin: see gatsby-node.js
