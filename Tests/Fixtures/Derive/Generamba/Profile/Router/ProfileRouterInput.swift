//
//  ProfileRouterInput.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

protocol ProfileRouterInput {
    func openEditor(for user: User)
}
