/// The JSON object `viper-gen templates --json` prints.
struct TemplateListingDocument: Encodable {
    /// The places searched, in order (built-in last, without a path).
    let searched: [TemplateDetailsDocument.Place]
    /// Every template found, by name, then in search order.
    let templates: [TemplateListingRow]
}
