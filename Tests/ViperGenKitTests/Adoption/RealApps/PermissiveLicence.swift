/// Tells the permissive licences the real-app fixtures may carry by their texts' own words.
enum PermissiveLicence {
    /// The licence `text` is (`MIT`, `Apache-2.0`, `BSD`), or nil for any other text.
    static func named(in text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if words.contains("Apache License") && words.contains("Version 2.0") {
            return "Apache-2.0"
        }
        if words.contains("Permission is hereby granted, free of charge") { return "MIT" }
        if words.contains("Redistribution and use in source and binary forms") { return "BSD" }
        return nil
    }
}
