/// The characters whose canonical decomposition (Unicode NFD) is ASCII plus nonspacing marks.
///
/// It maps each to that ASCII, as `decomposedStringWithCanonicalMapping` would reduce it, without
/// Foundation's Unicode tables. Generated from Foundation's decomposition of every scalar;
/// `LatinDecompositionsTests` checks it against Foundation again.
enum LatinDecompositions {
    /// The ASCII base of `scalar`, or nil when its decomposition is not ASCII plus marks.
    static func base(of scalar: Unicode.Scalar) -> String? {
        basesByScalar[scalar]
    }

    /// Each scalar with a decomposition to its ASCII base, built on first use.
    private static let basesByScalar: [Unicode.Scalar: String] = {
        var bases: [Unicode.Scalar: String] = [:]
        for (base, scalars) in scalarsByBase {
            for scalar in scalars.unicodeScalars { bases[scalar] = base }
        }
        return bases
    }()

    /// The ASCII bases and the scalars that decompose to each (the canonical singletons
    /// U+037E, U+1FEF, U+212A and U+212B written as escapes, so no editor can normalize them).
    private static let scalarsByBase: [(base: String, scalars: String)] = [
        (";", "\u{37E}"),
        ("<", "≮"),
        ("=", "≠"),
        (">", "≯"),
        ("A", "ÀÁÂÃÄÅĀĂĄǍǞǠǺȀȂȦḀẠẢẤẦẨẪẬẮẰẲẴẶ\u{212B}"),
        ("B", "ḂḄḆ"),
        ("C", "ÇĆĈĊČḈ"),
        ("D", "ĎḊḌḎḐḒ"),
        ("E", "ÈÉÊËĒĔĖĘĚȄȆȨḔḖḘḚḜẸẺẼẾỀỂỄỆ"),
        ("F", "Ḟ"),
        ("G", "ĜĞĠĢǦǴḠ"),
        ("H", "ĤȞḢḤḦḨḪ"),
        ("I", "ÌÍÎÏĨĪĬĮİǏȈȊḬḮỈỊ"),
        ("J", "Ĵ"),
        ("K", "ĶǨḰḲḴ\u{212A}"),
        ("L", "ĹĻĽḶḸḺḼ"),
        ("M", "ḾṀṂ"),
        ("N", "ÑŃŅŇǸṄṆṈṊ"),
        ("O", "ÒÓÔÕÖŌŎŐƠǑǪǬȌȎȪȬȮȰṌṎṐṒỌỎỐỒỔỖỘỚỜỞỠỢ"),
        ("P", "ṔṖ"),
        ("R", "ŔŖŘȐȒṘṚṜṞ"),
        ("S", "ŚŜŞŠȘṠṢṤṦṨ"),
        ("T", "ŢŤȚṪṬṮṰ"),
        ("U", "ÙÚÛÜŨŪŬŮŰŲƯǓǕǗǙǛȔȖṲṴṶṸṺỤỦỨỪỬỮỰ"),
        ("V", "ṼṾ"),
        ("W", "ŴẀẂẄẆẈ"),
        ("X", "ẊẌ"),
        ("Y", "ÝŶŸȲẎỲỴỶỸ"),
        ("Z", "ŹŻŽẐẒẔ"),
        ("`", "\u{1FEF}"),
        ("a", "àáâãäåāăąǎǟǡǻȁȃȧḁạảấầẩẫậắằẳẵặ"),
        ("b", "ḃḅḇ"),
        ("c", "çćĉċčḉ"),
        ("d", "ďḋḍḏḑḓ"),
        ("e", "èéêëēĕėęěȅȇȩḕḗḙḛḝẹẻẽếềểễệ"),
        ("f", "ḟ"),
        ("g", "ĝğġģǧǵḡ"),
        ("h", "ĥȟḣḥḧḩḫẖ"),
        ("i", "ìíîïĩīĭįǐȉȋḭḯỉị"),
        ("j", "ĵǰ"),
        ("k", "ķǩḱḳḵ"),
        ("l", "ĺļľḷḹḻḽ"),
        ("m", "ḿṁṃ"),
        ("n", "ñńņňǹṅṇṉṋ"),
        ("o", "òóôõöōŏőơǒǫǭȍȏȫȭȯȱṍṏṑṓọỏốồổỗộớờởỡợ"),
        ("p", "ṕṗ"),
        ("r", "ŕŗřȑȓṙṛṝṟ"),
        ("s", "śŝşšșṡṣṥṧṩ"),
        ("t", "ţťțṫṭṯṱẗ"),
        ("u", "ùúûüũūŭůűųưǔǖǘǚǜȕȗṳṵṷṹṻụủứừửữự"),
        ("v", "ṽṿ"),
        ("w", "ŵẁẃẅẇẉẘ"),
        ("x", "ẋẍ"),
        ("y", "ýÿŷȳẏẙỳỵỷỹ"),
        ("z", "źżžẑẓẕ"),
    ]
}
