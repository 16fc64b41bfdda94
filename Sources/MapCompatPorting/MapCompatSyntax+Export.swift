// The tokenizer moved to MapCompatSyntax with the syntax tree; re-exported so that `import MapCompatPorting`
// still brings `SwiftTokenizer`, `SwiftToken` and the tree's types.
@_exported import MapCompatSyntax
