//
//  ProfileRouter.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import UIKit

class ProfileRouter: ProfileRouterInput {

    weak var transitionHandler: UIViewController?

    func openEditor(for user: User) {
        let editor = EditorViewController(user: user)
        transitionHandler?.navigationController?.pushViewController(editor, animated: true)
    }
}
