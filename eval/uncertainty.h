#pragma once

#include <string>

#include "eval/settle.h"

namespace kosumi::eval {

// For people: the groups whose status the settlement left uncertain, e.g.
// "the black group at D4 (7 stones, lived in 45 % of the playouts, counted
// dead)", separated by "; ". Empty when the settlement is certain.
std::string describe_uncertainty(const Settlement& settlement, int size);

}  // namespace kosumi::eval
