//
//  ProfileInteractorInput.swift
//  Shop
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

import Foundation

protocol ProfileInteractorInput {
    func loadProfile()
    func logOut()
}
