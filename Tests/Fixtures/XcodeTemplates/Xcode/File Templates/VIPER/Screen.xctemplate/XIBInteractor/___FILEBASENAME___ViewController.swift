//___FILEHEADER___

import UIKit

/// The ___VARIABLE_productName___ screen, laid out in ___FILEBASENAME___.xib.
final class ___FILEBASENAMEASIDENTIFIER___: ___VARIABLE_baseClass___ {
    init() {
        super.init(nibName: "___FILEBASENAME:swiftString___", bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
