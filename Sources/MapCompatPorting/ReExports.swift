// The tokenizer (`SwiftTokenizer`, `SwiftToken`) moved to MapCompatSyntax with the syntax tree; code that found
// it by importing MapCompatPorting still does.
@_exported import MapCompatSyntax
