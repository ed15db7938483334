/// One template as `viper-gen templates` lists it (and as its JSON object).
struct TemplateListingRow: Encodable, Equatable {
    /// The name it is used by.
    let name: String
    /// TemplateInfo.plist's `Kind`, in full (`invalid` when it cannot be read).
    let kind: String
    /// Where it was found: `project`, `user`, `Xcode`, `built-in`.
    let origin: String
    /// Its folder as shown (relative to the current folder when inside it); nil when built in.
    let path: String?
    /// TemplateInfo.plist's `Description`.
    let description: String
    /// Whether it is the one used for its name (the first found).
    let active: Bool
    /// The origin of the template used instead, when another of the same name comes first.
    let overriddenBy: String?
    /// Why it cannot be used, when it cannot.
    let error: String?
}
